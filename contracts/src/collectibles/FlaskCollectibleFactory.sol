// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {FlaskProfile} from "../profile/FlaskProfile.sol";
import {FlaskCollectibles} from "./FlaskCollectibles.sol";

/// @title The "Flask Alchemists" factory: collectibles earned with profile points.
/// @notice The owner adds collectibles (a bunny id with its metadata link, a points threshold and a
/// FLASK cost) and switches them on and off. An account with an ACTIVE profile and at least
/// `thresholdUser` points mints each active collectible once, and its `flaskCost` FLASK is burned
/// (`burnFrom`: approve this contract first).
/// @dev Needs MINTER_ROLE on the collection. A collectible's link, threshold and cost never change
/// once added.
contract FlaskCollectibleFactory is Ownable2Step, ReentrancyGuardTransient {
    struct Collectible {
        string tokenURI;
        uint256 thresholdUser;
        uint256 flaskCost;
        bool isActive;
        bool isCreated;
    }

    FlaskCollectibles public immutable collectibleContract;
    FlaskProfile public immutable profile;
    ERC20Burnable public immutable flask;

    mapping(uint8 bunnyId => Collectible) public collectibles;
    mapping(address user => mapping(uint8 bunnyId => bool)) public hasClaimed;
    uint8[] private _bunnyIds;

    event CollectibleAdd(uint8 indexed bunnyId, uint256 thresholdUser, uint256 flaskCost);
    event CollectibleActive(uint8 indexed bunnyId, bool active);
    event CollectibleMint(address indexed to, uint256 indexed tokenId, uint8 indexed bunnyId);

    error ZeroAddress();
    error EmptyTokenURI();
    error CollectibleExists(uint8 bunnyId);
    error CollectibleNotFound(uint8 bunnyId);
    error CollectibleNotActive(uint8 bunnyId);
    error AlreadyClaimed(address user, uint8 bunnyId);
    error ProfileNotActive(address user);
    error NotEnoughPoints(uint256 numberPoints, uint256 thresholdUser);

    constructor(address collectibles_, address profile_, address flask_, address owner_) Ownable(owner_) {
        if (collectibles_ == address(0) || profile_ == address(0) || flask_ == address(0)) revert ZeroAddress();
        collectibleContract = FlaskCollectibles(collectibles_);
        profile = FlaskProfile(profile_);
        flask = ERC20Burnable(flask_);
    }

    /// @notice Adds collectible `bunnyId`, active at once.
    function addCollectible(uint8 bunnyId, string calldata tokenURI, uint256 thresholdUser, uint256 flaskCost)
        external
        onlyOwner
    {
        if (collectibles[bunnyId].isCreated) revert CollectibleExists(bunnyId);
        if (bytes(tokenURI).length == 0) revert EmptyTokenURI();
        collectibles[bunnyId] = Collectible({
            tokenURI: tokenURI, thresholdUser: thresholdUser, flaskCost: flaskCost, isActive: true, isCreated: true
        });
        _bunnyIds.push(bunnyId);
        emit CollectibleAdd(bunnyId, thresholdUser, flaskCost);
        emit CollectibleActive(bunnyId, true);
    }

    function setCollectibleActive(uint8 bunnyId, bool active) external onlyOwner {
        Collectible storage collectible = collectibles[bunnyId];
        if (!collectible.isCreated) revert CollectibleNotFound(bunnyId);
        collectible.isActive = active;
        emit CollectibleActive(bunnyId, active);
    }

    /// @notice Mints collectible `bunnyId` to the caller, burning its `flaskCost` FLASK.
    function mintNFT(uint8 bunnyId) external nonReentrant {
        Collectible storage collectible = collectibles[bunnyId];
        if (!collectible.isCreated) revert CollectibleNotFound(bunnyId);
        if (!collectible.isActive) revert CollectibleNotActive(bunnyId);
        if (hasClaimed[msg.sender][bunnyId]) revert AlreadyClaimed(msg.sender, bunnyId);
        (, uint256 numberPoints,,,, bool isActive) = profile.getUserProfile(msg.sender);
        if (!isActive) revert ProfileNotActive(msg.sender);
        if (numberPoints < collectible.thresholdUser) revert NotEnoughPoints(numberPoints, collectible.thresholdUser);

        hasClaimed[msg.sender][bunnyId] = true;
        flask.burnFrom(msg.sender, collectible.flaskCost);
        uint256 tokenId = collectibleContract.mint(msg.sender, collectible.tokenURI, bunnyId);
        emit CollectibleMint(msg.sender, tokenId, bunnyId);
    }

    /// @notice True when `user` may mint collectible `bunnyId` now (FLASK allowance aside).
    function canMint(address user, uint8 bunnyId) external view returns (bool) {
        Collectible storage collectible = collectibles[bunnyId];
        if (!collectible.isActive || hasClaimed[user][bunnyId]) return false; // isActive implies isCreated
        (, uint256 numberPoints,,,, bool isActive) = profile.getUserProfile(user);
        return isActive && numberPoints >= collectible.thresholdUser;
    }

    /// @notice Every bunny id added, in the order added.
    function bunnyIds() external view returns (uint8[] memory) {
        return _bunnyIds;
    }
}
