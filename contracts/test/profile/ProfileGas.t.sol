// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskCampaign} from "../../src/profile/FlaskCampaign.sol";
import {ProfileFixture} from "./ProfileFixture.sol";

/// Gas of the profile flow's calls as a real transaction meets them: cold storage (vm.cool), after
/// bob registered and carol minted one of each collectible measured (counters, team slots and each
/// bunny id's link exist, as on any live deployment; the first token of a bunny id also stores its
/// link and starts its count, about 100k gas more). Figures (the call alone, without the 21,000
/// base and calldata) go to snapshots/ProfileGasTest.json.
contract ProfileGasTest is ProfileFixture {
    FlaskCampaign internal campaign;

    function setUp() public override {
        super.setUp();
        vm.prank(bob);
        starter.mintNFT(0);
        register(bob, 1);
        campaign = newCampaign(1, 10, 100, block.timestamp + 7 days);
        vm.prank(owner);
        factory.addCollectible(3, CID_URI, 0, 10 ether);

        vm.prank(carol);
        starter.mintNFT(2);
        register(carol, 2);
        vm.startPrank(carol);
        campaign.mintNFT();
        factory.mintNFT(3);
        vm.stopPrank();
    }

    function _cold() private {
        vm.cool(address(flask));
        vm.cool(address(bunnies));
        vm.cool(address(alchemists));
        vm.cool(address(starter));
        vm.cool(address(profile));
        vm.cool(address(factory));
        vm.cool(address(campaign));
    }

    function test_gas_starterMintNFT() public {
        _cold();
        vm.prank(alice);
        starter.mintNFT(2);
        assertLt(vm.snapshotGasLastCall("starter mintNFT"), 250_000, "starter mintNFT");
    }

    function test_gas_createProfile() public {
        vm.prank(alice);
        starter.mintNFT(2);
        uint256 tokenId = bunnies.tokenOfOwnerByIndex(alice, 0);
        _cold();
        vm.prank(alice);
        profile.createProfile(1, address(bunnies), tokenId);
        assertLt(vm.snapshotGasLastCall("createProfile"), 200_000, "createProfile");
    }

    function test_gas_pauseProfile() public {
        _cold();
        vm.prank(bob);
        profile.pauseProfile();
        assertLt(vm.snapshotGasLastCall("pauseProfile"), 120_000, "pauseProfile");
    }

    function test_gas_reactivateProfile() public {
        vm.prank(bob);
        profile.pauseProfile();
        uint256 tokenId = bunnies.tokenOfOwnerByIndex(bob, 0);
        _cold();
        vm.prank(bob);
        profile.reactivateProfile(address(bunnies), tokenId);
        assertLt(vm.snapshotGasLastCall("reactivateProfile"), 200_000, "reactivateProfile");
    }

    function test_gas_updateProfile() public {
        uint256 tokenId = mintBunny(bob);
        _cold();
        vm.prank(bob);
        profile.updateProfile(address(bunnies), tokenId);
        assertLt(vm.snapshotGasLastCall("updateProfile"), 170_000, "updateProfile");
    }

    function test_gas_campaignMintNFT() public {
        _cold();
        vm.prank(bob);
        campaign.mintNFT();
        assertLt(vm.snapshotGasLastCall("campaign mintNFT (points and badge)"), 320_000, "campaign mintNFT");
    }

    function test_gas_collectibleFactoryMintNFT() public {
        _cold();
        vm.prank(bob);
        factory.mintNFT(3);
        assertLt(vm.snapshotGasLastCall("collectible factory mintNFT"), 280_000, "factory mintNFT");
    }
}
